/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ quantity: NonNullable<unknown> }} Scarcity_Effect14Inputs */

const nl_scarcity_effect14 = /** @type {(inputs: Scarcity_Effect14Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nog maar ${i?.quantity} beschikbaar!`)
};

/**

* @param {Scarcity_Effect14Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const scarcity_effect14 = nl_scarcity_effect14;
export { scarcity_effect14 as "SCARCITY_EFFECT" }