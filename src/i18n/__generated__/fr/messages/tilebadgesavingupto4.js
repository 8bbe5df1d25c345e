/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ saving: NonNullable<unknown> }} Tilebadgesavingupto4Inputs */

const fr_tilebadgesavingupto4 = /** @type {(inputs: Tilebadgesavingupto4Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`jusqu’à - ${i?.saving} %`)
};

/**

* @param {Tilebadgesavingupto4Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const tilebadgesavingupto4 = fr_tilebadgesavingupto4;
export { tilebadgesavingupto4 as "tileBadgeSavingUpTo" }