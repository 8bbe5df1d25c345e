/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Supportoptoutsending3Inputs */

const cs_supportoptoutsending3 = /** @type {(inputs: Supportoptoutsending3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Odesíláme Váš nesouhlas …`)
};

/**

* @param {Supportoptoutsending3Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const supportoptoutsending3 = cs_supportoptoutsending3;
export { supportoptoutsending3 as "supportOptOutSending" }