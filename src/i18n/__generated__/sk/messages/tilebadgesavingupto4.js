/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ saving: NonNullable<unknown> }} Tilebadgesavingupto4Inputs */

const sk_tilebadgesavingupto4 = /** @type {(inputs: Tilebadgesavingupto4Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`až - ${i?.saving} %`)
};

/**

* @param {Tilebadgesavingupto4Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const tilebadgesavingupto4 = sk_tilebadgesavingupto4;
export { tilebadgesavingupto4 as "tileBadgeSavingUpTo" }