/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Trackingunknown1Inputs */

const sv_trackingunknown1 = /** @type {(inputs: Trackingunknown1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Okänd`)
};

/**

* @param {Trackingunknown1Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const trackingunknown1 = sv_trackingunknown1;
export { trackingunknown1 as "trackingUnknown" }