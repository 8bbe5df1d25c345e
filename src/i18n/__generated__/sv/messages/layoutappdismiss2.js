/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Layoutappdismiss2Inputs */

const sv_layoutappdismiss2 = /** @type {(inputs: Layoutappdismiss2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stäng apptipset`)
};

/**

* @param {Layoutappdismiss2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const layoutappdismiss2 = sv_layoutappdismiss2;
export { layoutappdismiss2 as "layoutAppDismiss" }