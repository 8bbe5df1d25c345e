/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tilebadgeexclusiveonline3Inputs */

const nl_tilebadgeexclusiveonline3 = /** @type {(inputs: Tilebadgeexclusiveonline3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alleen online`)
};

/**

* @param {Tilebadgeexclusiveonline3Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const tilebadgeexclusiveonline3 = nl_tilebadgeexclusiveonline3;
export { tilebadgeexclusiveonline3 as "tileBadgeExclusiveOnline" }