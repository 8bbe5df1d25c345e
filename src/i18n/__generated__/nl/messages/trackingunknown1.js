/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Trackingunknown1Inputs */

const nl_trackingunknown1 = /** @type {(inputs: Trackingunknown1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Onbekend`)
};

/**

* @param {Trackingunknown1Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const trackingunknown1 = nl_trackingunknown1;
export { trackingunknown1 as "trackingUnknown" }