/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tilebadgeslabel2Inputs */

const cs_tilebadgeslabel2 = /** @type {(inputs: Tilebadgeslabel2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Informace o zboží`)
};

/**

* @param {Tilebadgeslabel2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const tilebadgeslabel2 = cs_tilebadgeslabel2;
export { tilebadgeslabel2 as "tileBadgesLabel" }