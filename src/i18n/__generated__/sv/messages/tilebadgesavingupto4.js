/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ saving: NonNullable<unknown> }} Tilebadgesavingupto4Inputs */

const sv_tilebadgesavingupto4 = /** @type {(inputs: Tilebadgesavingupto4Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`upp till - ${i?.saving} %`)
};

/**

* @param {Tilebadgesavingupto4Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const tilebadgesavingupto4 = sv_tilebadgesavingupto4;
export { tilebadgesavingupto4 as "tileBadgeSavingUpTo" }