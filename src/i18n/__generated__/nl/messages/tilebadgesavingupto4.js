/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ saving: NonNullable<unknown> }} Tilebadgesavingupto4Inputs */

const nl_tilebadgesavingupto4 = /** @type {(inputs: Tilebadgesavingupto4Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`tot - ${i?.saving}%`)
};

/**

* @param {Tilebadgesavingupto4Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const tilebadgesavingupto4 = nl_tilebadgesavingupto4;
export { tilebadgesavingupto4 as "tileBadgeSavingUpTo" }