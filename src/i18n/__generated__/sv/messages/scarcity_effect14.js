/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ quantity: NonNullable<unknown> }} Scarcity_Effect14Inputs */

const sv_scarcity_effect14 = /** @type {(inputs: Scarcity_Effect14Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Bara ${i?.quantity} kvar!`)
};

/**

* @param {Scarcity_Effect14Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const scarcity_effect14 = sv_scarcity_effect14;
export { scarcity_effect14 as "SCARCITY_EFFECT" }