/* eslint-disable */
import * as registry from '../registry.js'

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Reviewwithstars2Inputs */

const nl_reviewwithstars2 = /** @type {(inputs: Reviewwithstars2Inputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("nl", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`met ${i?.count} ster`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`met ${i?.count} sterren`);
	return /** @type {LocalizedString} */ ("reviewWithStars");
};

/**

* @param {Reviewwithstars2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const reviewwithstars2 = nl_reviewwithstars2;
export { reviewwithstars2 as "reviewWithStars" }