/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ variant: "error" | "info" | "success" | "warning" }} Panelstoast1Inputs */

const nl_panelstoast1 = /** @type {(inputs: Panelstoast1Inputs) => LocalizedString} */ (i) => {
	if (i?.variant === "error") return /** @type {LocalizedString} */ (`Fout`);
	if (i?.variant === "info") return /** @type {LocalizedString} */ (`Info`);
	if (i?.variant === "success") return /** @type {LocalizedString} */ (`Gelukt`);
	if (i?.variant === "warning") return /** @type {LocalizedString} */ (`Let op`);
	return /** @type {LocalizedString} */ ("panelsToast");
};

/**

* @param {Panelstoast1Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const panelstoast1 = nl_panelstoast1;
export { panelstoast1 as "panelsToast" }