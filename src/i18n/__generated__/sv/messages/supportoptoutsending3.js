/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Supportoptoutsending3Inputs */

const sv_supportoptoutsending3 = /** @type {(inputs: Supportoptoutsending3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Din invändning skickas …`)
};

/**

* @param {Supportoptoutsending3Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const supportoptoutsending3 = sv_supportoptoutsending3;
export { supportoptoutsending3 as "supportOptOutSending" }