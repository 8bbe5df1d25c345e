/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tilebadgeexclusiveonline3Inputs */

const cs_tilebadgeexclusiveonline3 = /** @type {(inputs: Tilebadgeexclusiveonline3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jen online`)
};

/**

* @param {Tilebadgeexclusiveonline3Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const tilebadgeexclusiveonline3 = cs_tilebadgeexclusiveonline3;
export { tilebadgeexclusiveonline3 as "tileBadgeExclusiveOnline" }