/* eslint-disable */
import * as registry from '../registry.js'

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Reviewwithstars2Inputs */

const sk_reviewwithstars2 = /** @type {(inputs: Reviewwithstars2Inputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("sk", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`s ${i?.count} hviezdičkou`);
	if (countPlural === "few") return /** @type {LocalizedString} */ (`s ${i?.count} hviezdičkami`);
	if (countPlural === "many") return /** @type {LocalizedString} */ (`s ${i?.count} hviezdičkami`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`s ${i?.count} hviezdičkami`);
	return /** @type {LocalizedString} */ ("reviewWithStars");
};

/**

* @param {Reviewwithstars2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const reviewwithstars2 = sk_reviewwithstars2;
export { reviewwithstars2 as "reviewWithStars" }