/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tilebadgeslabel2Inputs */

const fr_tilebadgeslabel2 = /** @type {(inputs: Tilebadgeslabel2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Infos sur l’article`)
};

/**

* @param {Tilebadgeslabel2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const tilebadgeslabel2 = fr_tilebadgeslabel2;
export { tilebadgeslabel2 as "tileBadgesLabel" }