/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ variant: "error" | "info" | "success" | "warning" }} Panelstoast1Inputs */

const fr_panelstoast1 = /** @type {(inputs: Panelstoast1Inputs) => LocalizedString} */ (i) => {
	if (i?.variant === "error") return /** @type {LocalizedString} */ (`Erreur`);
	if (i?.variant === "info") return /** @type {LocalizedString} */ (`Info`);
	if (i?.variant === "success") return /** @type {LocalizedString} */ (`Succès`);
	if (i?.variant === "warning") return /** @type {LocalizedString} */ (`Attention`);
	return /** @type {LocalizedString} */ ("panelsToast");
};

/**

* @param {Panelstoast1Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const panelstoast1 = fr_panelstoast1;
export { panelstoast1 as "panelsToast" }