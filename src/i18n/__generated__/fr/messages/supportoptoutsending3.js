/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Supportoptoutsending3Inputs */

const fr_supportoptoutsending3 = /** @type {(inputs: Supportoptoutsending3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Envoi de votre opposition …`)
};

/**

* @param {Supportoptoutsending3Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const supportoptoutsending3 = fr_supportoptoutsending3;
export { supportoptoutsending3 as "supportOptOutSending" }