/* eslint-disable */
import * as registry from '../registry.js'

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Reviewwithstars2Inputs */

const sv_reviewwithstars2 = /** @type {(inputs: Reviewwithstars2Inputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("sv", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`med ${i?.count} stjärna`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`med ${i?.count} stjärnor`);
	return /** @type {LocalizedString} */ ("reviewWithStars");
};

/**

* @param {Reviewwithstars2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const reviewwithstars2 = sv_reviewwithstars2;
export { reviewwithstars2 as "reviewWithStars" }