/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Layoutappdismiss2Inputs */

const fr_layoutappdismiss2 = /** @type {(inputs: Layoutappdismiss2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fermer l'info appli`)
};

/**

* @param {Layoutappdismiss2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const layoutappdismiss2 = fr_layoutappdismiss2;
export { layoutappdismiss2 as "layoutAppDismiss" }