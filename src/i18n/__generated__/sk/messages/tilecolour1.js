/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown>, colour: NonNullable<unknown> }} Tilecolour1Inputs */

const sk_tilecolour1 = /** @type {(inputs: Tilecolour1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}, farba ${i?.colour}`)
};

/**

* @param {Tilecolour1Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const tilecolour1 = sk_tilecolour1;
export { tilecolour1 as "tileColour" }