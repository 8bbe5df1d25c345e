/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Trackingunknown1Inputs */

const de_ch2_trackingunknown1 = /** @type {(inputs: Trackingunknown1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unbekannt`)
};

/**

* @param {Trackingunknown1Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const trackingunknown1 = de_ch2_trackingunknown1;
export { trackingunknown1 as "trackingUnknown" }