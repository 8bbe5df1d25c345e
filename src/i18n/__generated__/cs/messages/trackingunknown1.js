/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Trackingunknown1Inputs */

const cs_trackingunknown1 = /** @type {(inputs: Trackingunknown1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Neznámý`)
};

/**

* @param {Trackingunknown1Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const trackingunknown1 = cs_trackingunknown1;
export { trackingunknown1 as "trackingUnknown" }