/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Trackingtitle1Inputs */

const sv_trackingtitle1 = /** @type {(inputs: Trackingtitle1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Spåra paket`)
};

/**

* @param {Trackingtitle1Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const trackingtitle1 = sv_trackingtitle1;
export { trackingtitle1 as "trackingTitle" }