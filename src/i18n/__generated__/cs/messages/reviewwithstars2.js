/* eslint-disable */
import * as registry from '../registry.js'

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Reviewwithstars2Inputs */

const cs_reviewwithstars2 = /** @type {(inputs: Reviewwithstars2Inputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("cs", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`s ${i?.count} hvězdičkou`);
	if (countPlural === "few") return /** @type {LocalizedString} */ (`s ${i?.count} hvězdičkami`);
	if (countPlural === "many") return /** @type {LocalizedString} */ (`s ${i?.count} hvězdičkami`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`s ${i?.count} hvězdičkami`);
	return /** @type {LocalizedString} */ ("reviewWithStars");
};

/**

* @param {Reviewwithstars2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const reviewwithstars2 = cs_reviewwithstars2;
export { reviewwithstars2 as "reviewWithStars" }