/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Layoutappdismiss2Inputs */

const cs_layoutappdismiss2 = /** @type {(inputs: Layoutappdismiss2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zavřít tip na aplikaci`)
};

/**

* @param {Layoutappdismiss2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const layoutappdismiss2 = cs_layoutappdismiss2;
export { layoutappdismiss2 as "layoutAppDismiss" }