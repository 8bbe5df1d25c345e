/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tilebadgeslabel2Inputs */

const nl_tilebadgeslabel2 = /** @type {(inputs: Tilebadgeslabel2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kenmerken van het artikel`)
};

/**

* @param {Tilebadgeslabel2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const tilebadgeslabel2 = nl_tilebadgeslabel2;
export { tilebadgeslabel2 as "tileBadgesLabel" }