/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Layoutappdismiss2Inputs */

const sk_layoutappdismiss2 = /** @type {(inputs: Layoutappdismiss2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zavrieť tip na aplikáciu`)
};

/**

* @param {Layoutappdismiss2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const layoutappdismiss2 = sk_layoutappdismiss2;
export { layoutappdismiss2 as "layoutAppDismiss" }