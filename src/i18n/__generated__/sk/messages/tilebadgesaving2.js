/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ saving: NonNullable<unknown> }} Tilebadgesaving2Inputs */

const sk_tilebadgesaving2 = /** @type {(inputs: Tilebadgesaving2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`- ${i?.saving} %`)
};

/**

* @param {Tilebadgesaving2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const tilebadgesaving2 = sk_tilebadgesaving2;
export { tilebadgesaving2 as "tileBadgeSaving" }