/* eslint-disable */
import * as registry from '../registry.js'

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ points: NonNullable<unknown> }} Basketloyaltypoints2Inputs */

const sk_basketloyaltypoints2 = /** @type {(inputs: Basketloyaltypoints2Inputs) => LocalizedString} */ (i) => {const pointsPlural = registry.plural("sk", i?.points, {});
	if (pointsPlural === "one") return /** @type {LocalizedString} */ (`Za túto objednávku získate ${i?.points} vernostný bod.`);
	if (pointsPlural === "few") return /** @type {LocalizedString} */ (`Za túto objednávku získate ${i?.points} vernostné body.`);
	if (pointsPlural === "many") return /** @type {LocalizedString} */ (`Za túto objednávku získate ${i?.points} vernostného bodu.`);
	if (pointsPlural === "other") return /** @type {LocalizedString} */ (`Za túto objednávku získate ${i?.points} vernostných bodov.`);
	return /** @type {LocalizedString} */ ("basketLoyaltyPoints");
};

/**

* @param {Basketloyaltypoints2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const basketloyaltypoints2 = sk_basketloyaltypoints2;
export { basketloyaltypoints2 as "basketLoyaltyPoints" }