/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ variant: "error" | "info" | "success" | "warning" }} Panelstoast1Inputs */

const sk_panelstoast1 = /** @type {(inputs: Panelstoast1Inputs) => LocalizedString} */ (i) => {
	if (i?.variant === "error") return /** @type {LocalizedString} */ (`Chyba`);
	if (i?.variant === "info") return /** @type {LocalizedString} */ (`Info`);
	if (i?.variant === "success") return /** @type {LocalizedString} */ (`Hotovo`);
	if (i?.variant === "warning") return /** @type {LocalizedString} */ (`Upozornenie`);
	return /** @type {LocalizedString} */ ("panelsToast");
};

/**

* @param {Panelstoast1Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const panelstoast1 = sk_panelstoast1;
export { panelstoast1 as "panelsToast" }