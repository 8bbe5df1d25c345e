/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown>, colour: NonNullable<unknown> }} Tilecolour1Inputs */

const sv_tilecolour1 = /** @type {(inputs: Tilecolour1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} i ${i?.colour}`)
};

/**

* @param {Tilecolour1Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const tilecolour1 = sv_tilecolour1;
export { tilecolour1 as "tileColour" }