/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Trackingunknown1Inputs */

const fr_trackingunknown1 = /** @type {(inputs: Trackingunknown1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inconnu`)
};

/**

* @param {Trackingunknown1Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const trackingunknown1 = fr_trackingunknown1;
export { trackingunknown1 as "trackingUnknown" }