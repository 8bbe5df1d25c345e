/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ saving: NonNullable<unknown> }} Tilebadgesavingupto4Inputs */

const cs_tilebadgesavingupto4 = /** @type {(inputs: Tilebadgesavingupto4Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`až - ${i?.saving} %`)
};

/**

* @param {Tilebadgesavingupto4Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const tilebadgesavingupto4 = cs_tilebadgesavingupto4;
export { tilebadgesavingupto4 as "tileBadgeSavingUpTo" }