/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Trackingtitle1Inputs */

const nl_trackingtitle1 = /** @type {(inputs: Trackingtitle1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Track & trace`)
};

/**

* @param {Trackingtitle1Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const trackingtitle1 = nl_trackingtitle1;
export { trackingtitle1 as "trackingTitle" }