/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Supportoptoutsending3Inputs */

const sk_supportoptoutsending3 = /** @type {(inputs: Supportoptoutsending3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Odosielame Váš nesúhlas …`)
};

/**

* @param {Supportoptoutsending3Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const supportoptoutsending3 = sk_supportoptoutsending3;
export { supportoptoutsending3 as "supportOptOutSending" }