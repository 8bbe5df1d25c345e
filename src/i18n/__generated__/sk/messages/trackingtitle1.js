/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Trackingtitle1Inputs */

const sk_trackingtitle1 = /** @type {(inputs: Trackingtitle1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sledovanie zásielky`)
};

/**

* @param {Trackingtitle1Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const trackingtitle1 = sk_trackingtitle1;
export { trackingtitle1 as "trackingTitle" }