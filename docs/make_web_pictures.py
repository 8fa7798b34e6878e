"""Regenerate the pictures of the web app (docs/img/web-*.png).

Starts ``gridsat serve`` on a free loopback port, opens its pages in headless
Chromium (Debian's ``chromium`` and ``chromium-driver`` packages, driven by
Selenium from the ``test`` extra), uses them as a person would -- choose,
paste, click -- and saves a screenshot of each solved page.

Run from the project root:  python docs/make_web_pictures.py
"""

from __future__ import annotations

import re
import signal
import subprocess
import sys
import tempfile
import time
import urllib.parse
import urllib.request
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
IMG = ROOT / "docs" / "img"
FLAGS = ("--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--disable-background-networking",
         "--disable-component-update", "--disable-sync", "--no-first-run", "--hide-scrollbars",
         "--window-size=1280,1080")
#: examples/yinyang-10x10.txt as a puzz.link URL (gridsat yinyang examples/yinyang-10x10.txt --to url)
YINYANG_URL = "https://puzz.link/p?yinyang/10/10/000iq6006i2o620i0k696k82210i00f000"


def main() -> None:
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import WebDriverWait

    server = subprocess.Popen([sys.executable, "-m", "gridsat", "serve", "--port", "0"], cwd=ROOT,
                              stdout=subprocess.PIPE, text=True)
    base = re.search(r"http://127\.0\.0\.1:\d+", server.stdout.readline()).group(0)
    with tempfile.TemporaryDirectory() as profile:
        options = webdriver.ChromeOptions()
        options.binary_location = "/usr/bin/chromium"
        for flag in FLAGS + (f"--user-data-dir={profile}",):
            options.add_argument(flag)
        driver = webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)
        wait = WebDriverWait(driver, 180, poll_frequency=0.1)  # the first answer waits for the warm-up
        try:
            for _ in range(600):
                try:
                    urllib.request.urlopen(base + "/api/status", timeout=5).close()
                    break
                except OSError:
                    time.sleep(0.1)

            def shown(name="picture"):
                return driver.execute_script("const i = document.getElementById(arguments[0]);"
                                             "return !i.hidden && i.complete && i.naturalWidth > 0;", name)

            driver.get(base + "/puzzle/calendar?date=2026-10-06")
            wait.until(lambda d: d.find_elements(By.CSS_SELECTOR, "#edition option"))
            driver.find_element(By.ID, "solve").click()
            wait.until(lambda d: shown())
            driver.save_screenshot(str(IMG / "web-calendar.png"))
            print("wrote docs/img/web-calendar.png")

            driver.get(base + "/puzzle/calendar#every-date")
            wait.until(lambda d: d.find_elements(By.CSS_SELECTOR, "#census-edition option"))
            driver.find_element(By.ID, "census-run").click()
            wait.until(lambda d: shown())
            driver.save_screenshot(str(IMG / "web-calendar-census.png"))
            print("wrote docs/img/web-calendar-census.png")

            driver.get(base + "/puzzle/yinyang")
            wait.until(lambda d: d.find_elements(By.CSS_SELECTOR, "#nav a"))
            driver.find_element(By.ID, "puzzle").send_keys(YINYANG_URL)
            driver.find_element(By.ID, "solve").click()
            wait.until(lambda d: shown())
            driver.save_screenshot(str(IMG / "web-yinyang.png"))
            print("wrote docs/img/web-yinyang.png")

            # the play mode: the same puzzle from a link, three hints applied, the fourth shown on the board
            driver.get(base + "/puzzle/yinyang#play=" + urllib.parse.quote(YINYANG_URL, safe=""))
            wait.until(lambda d: d.find_elements(By.CSS_SELECTOR, "#play-board .cell"))
            for k in range(4):
                wait.until(lambda d: not d.find_element(By.ID, "play-hint").get_attribute("disabled"))
                driver.find_element(By.ID, "play-hint").click()
                wait.until(lambda d: d.find_element(By.ID, "play-verdict").text.startswith("Next step"))
                if k < 3:
                    driver.find_element(By.ID, "play-apply").click()
            driver.execute_script("document.getElementById('play').scrollIntoView({block: 'start'});")
            driver.save_screenshot(str(IMG / "web-play.png"))
            print("wrote docs/img/web-play.png")
        finally:
            driver.quit()
            server.send_signal(signal.SIGINT)
            server.wait(15)


if __name__ == "__main__":
    main()
