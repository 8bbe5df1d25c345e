/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tilebadgeexclusiveonline3Inputs */

const sv_tilebadgeexclusiveonline3 = /** @type {(inputs: Tilebadgeexclusiveonline3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Endast online`)
};

/**

* @param {Tilebadgeexclusiveonline3Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const tilebadgeexclusiveonline3 = sv_tilebadgeexclusiveonline3;
export { tilebadgeexclusiveonline3 as "tileBadgeExclusiveOnline" }