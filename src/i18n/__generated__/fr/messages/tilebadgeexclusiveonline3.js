/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tilebadgeexclusiveonline3Inputs */

const fr_tilebadgeexclusiveonline3 = /** @type {(inputs: Tilebadgeexclusiveonline3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Exclusivité web`)
};

/**

* @param {Tilebadgeexclusiveonline3Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const tilebadgeexclusiveonline3 = fr_tilebadgeexclusiveonline3;
export { tilebadgeexclusiveonline3 as "tileBadgeExclusiveOnline" }