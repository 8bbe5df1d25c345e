/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ quantity: NonNullable<unknown> }} Scarcity_Effect14Inputs */

const de_scarcity_effect14 = /** @type {(inputs: Scarcity_Effect14Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nur noch ${i?.quantity} verfügbar!`)
};

/**

* @param {Scarcity_Effect14Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const scarcity_effect14 = de_scarcity_effect14;
export { scarcity_effect14 as "SCARCITY_EFFECT" }