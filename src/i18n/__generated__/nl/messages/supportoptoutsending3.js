/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Supportoptoutsending3Inputs */

const nl_supportoptoutsending3 = /** @type {(inputs: Supportoptoutsending3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Je bezwaar wordt verstuurd …`)
};

/**

* @param {Supportoptoutsending3Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const supportoptoutsending3 = nl_supportoptoutsending3;
export { supportoptoutsending3 as "supportOptOutSending" }