/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tilebadgeslabel2Inputs */

const sk_tilebadgeslabel2 = /** @type {(inputs: Tilebadgeslabel2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Informácie o tovare`)
};

/**

* @param {Tilebadgeslabel2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const tilebadgeslabel2 = sk_tilebadgeslabel2;
export { tilebadgeslabel2 as "tileBadgesLabel" }