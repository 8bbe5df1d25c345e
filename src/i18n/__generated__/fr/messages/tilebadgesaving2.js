/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ saving: NonNullable<unknown> }} Tilebadgesaving2Inputs */

const fr_tilebadgesaving2 = /** @type {(inputs: Tilebadgesaving2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`- ${i?.saving} %`)
};

/**

* @param {Tilebadgesaving2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const tilebadgesaving2 = fr_tilebadgesaving2;
export { tilebadgesaving2 as "tileBadgeSaving" }