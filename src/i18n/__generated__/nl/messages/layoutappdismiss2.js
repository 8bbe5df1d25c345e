/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Layoutappdismiss2Inputs */

const nl_layoutappdismiss2 = /** @type {(inputs: Layoutappdismiss2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`App-melding sluiten`)
};

/**

* @param {Layoutappdismiss2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const layoutappdismiss2 = nl_layoutappdismiss2;
export { layoutappdismiss2 as "layoutAppDismiss" }