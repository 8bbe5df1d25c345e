/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Trackingtitle1Inputs */

const de_trackingtitle1 = /** @type {(inputs: Trackingtitle1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sendungsverfolgung`)
};

/**

* @param {Trackingtitle1Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const trackingtitle1 = de_trackingtitle1;
export { trackingtitle1 as "trackingTitle" }