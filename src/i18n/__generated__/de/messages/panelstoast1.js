/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ variant: "error" | "info" | "success" | "warning" }} Panelstoast1Inputs */

const de_panelstoast1 = /** @type {(inputs: Panelstoast1Inputs) => LocalizedString} */ (i) => {
	if (i?.variant === "error") return /** @type {LocalizedString} */ (`Fehler`);
	if (i?.variant === "info") return /** @type {LocalizedString} */ (`Info`);
	if (i?.variant === "success") return /** @type {LocalizedString} */ (`Erfolg`);
	if (i?.variant === "warning") return /** @type {LocalizedString} */ (`Warnung`);
	return /** @type {LocalizedString} */ ("panelsToast");
};

/**

* @param {Panelstoast1Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const panelstoast1 = de_panelstoast1;
export { panelstoast1 as "panelsToast" }