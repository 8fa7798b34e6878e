"""The rule tag every vocabulary call adds under (no imports: the vocabulary's modules load fast)."""


def tagged(model, name: str):
    """``model.rule(name)``: what the block adds is tagged with ``name``.

    Raises:
        TypeError: ``model`` groups nothing by rule (a plain ``cp_model.CpModel`` met AttributeError 'rule').
    """
    rule = getattr(model, "rule", None)
    if not callable(rule):
        raise TypeError(f"model must be a gridsat.constraints.model.RuleModel (a cp_model.CpModel that groups what "
                        f"each rule adds), got {type(model).__name__}")
    return rule(name)


__all__ = ["tagged"]
