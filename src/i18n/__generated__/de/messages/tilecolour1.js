/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown>, colour: NonNullable<unknown> }} Tilecolour1Inputs */

const de_tilecolour1 = /** @type {(inputs: Tilecolour1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} in ${i?.colour}`)
};

/**

* @param {Tilecolour1Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const tilecolour1 = de_tilecolour1;
export { tilecolour1 as "tileColour" }