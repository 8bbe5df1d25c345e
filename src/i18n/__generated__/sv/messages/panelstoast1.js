/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ variant: "error" | "info" | "success" | "warning" }} Panelstoast1Inputs */

const sv_panelstoast1 = /** @type {(inputs: Panelstoast1Inputs) => LocalizedString} */ (i) => {
	if (i?.variant === "error") return /** @type {LocalizedString} */ (`Fel`);
	if (i?.variant === "info") return /** @type {LocalizedString} */ (`Info`);
	if (i?.variant === "success") return /** @type {LocalizedString} */ (`Klart`);
	if (i?.variant === "warning") return /** @type {LocalizedString} */ (`Varning`);
	return /** @type {LocalizedString} */ ("panelsToast");
};

/**

* @param {Panelstoast1Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const panelstoast1 = sv_panelstoast1;
export { panelstoast1 as "panelsToast" }