/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tilebadgeslabel2Inputs */

const sv_tilebadgeslabel2 = /** @type {(inputs: Tilebadgeslabel2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Information om artikeln`)
};

/**

* @param {Tilebadgeslabel2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const tilebadgeslabel2 = sv_tilebadgeslabel2;
export { tilebadgeslabel2 as "tileBadgesLabel" }