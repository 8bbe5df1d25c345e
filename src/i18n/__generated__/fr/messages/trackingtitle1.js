/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Trackingtitle1Inputs */

const fr_trackingtitle1 = /** @type {(inputs: Trackingtitle1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Suivi de colis`)
};

/**

* @param {Trackingtitle1Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const trackingtitle1 = fr_trackingtitle1;
export { trackingtitle1 as "trackingTitle" }